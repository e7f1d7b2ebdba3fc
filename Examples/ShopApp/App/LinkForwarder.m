#import "LinkForwarder.h"
@import SwitchyardObjC;

@implementation SHPLinkForwarder

+ (void)forwardExternalURL:(NSURL *)url {
    // External: internal routes and service methods not declared externallyCallable stay closed.
    [SWYRouter.sharedRouter openURL:url.absoluteString
                         parameters:@{@"from": @"link"}
                             source:SWYRouteSourceExternal
                         completion:^(SWYRouteOutcome *outcome) {
                             if (outcome.failureReason != nil) {
                                 NSLog(@"ShopApp: %@ did not open: %@", outcome.url, outcome.failureReason);
                             }
                         }];
}

@end
