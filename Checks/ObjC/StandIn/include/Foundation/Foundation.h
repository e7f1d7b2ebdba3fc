// The generated header imports Foundation/Foundation.h: the stand-in runtime is all it needs.
#import <objc/NSObject.h>
