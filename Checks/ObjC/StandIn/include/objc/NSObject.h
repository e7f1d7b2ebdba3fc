// A stand-in for NSObject and the Foundation classes the facade's signatures bridge to.
#ifndef SWITCHYARD_STANDIN_NSOBJECT_H
#define SWITCHYARD_STANDIN_NSOBJECT_H
#include "objc.h"

@protocol NSObject
- (BOOL)isEqual:(id)other;
@end

@interface NSObject <NSObject>
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
@end

@interface NSString : NSObject
- (BOOL)hasPrefix:(NSString *)prefix;
@end

// What literals and subscripts need: @1, @YES, @[…], @{…}, dictionary[key].
@interface NSNumber : NSObject
+ (NSNumber *)numberWithInt:(int)value;
+ (NSNumber *)numberWithBool:(BOOL)value;
@end

@interface NSNull : NSObject
+ (NSNull *)null;
@end

@interface NSArray<__covariant ObjectType> : NSObject
+ (instancetype)arrayWithObjects:(const ObjectType[])objects count:(NSUInteger)count;
@end

@interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject
+ (instancetype)dictionaryWithObjects:(const ObjectType[])objects
                              forKeys:(const KeyType[])keys
                                count:(NSUInteger)count;
- (ObjectType)objectForKeyedSubscript:(KeyType)key;
@end

void NSLog(NSString *format, ...);
#endif
