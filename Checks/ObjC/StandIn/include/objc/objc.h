// A stand-in for the Objective-C runtime's objc/objc.h: only what Switchyard's Objective-C facade
// and its generated header need (Checks/ObjC/README.md). Shaped after the Swift compiler's own
// tests (swiftlang/swift, test/Inputs/clang-importer-sdk/usr/include/objc).
#ifndef SWITCHYARD_STANDIN_OBJC_H
#define SWITCHYARD_STANDIN_OBJC_H
typedef unsigned long NSUInteger;
typedef long NSInteger;
typedef signed char BOOL;
typedef struct objc_selector *SEL;
#define YES ((BOOL)1)
#define NO ((BOOL)0)
#define nil ((id)0)
#endif
