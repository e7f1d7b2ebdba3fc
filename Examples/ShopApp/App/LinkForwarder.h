// An Objective-C app delegate's part, as mixed apps have it: links from outside the app reach
// Switchyard through its Objective-C facade (SwitchyardObjC).
#import <Foundation/Foundation.h>

NS_ASSUME_NONNULL_BEGIN

@interface SHPLinkForwarder : NSObject

/// Opens a universal link or a custom-scheme URL that came from outside the app.
+ (void)forwardExternalURL:(NSURL *)url;

@end

NS_ASSUME_NONNULL_END
