// An Objective-C caller of every selector the facade's generated headers declare
// (SwitchyardObjC-Swift.h and SwitchyardObjCRelocation-Swift.h). Scripts/objc-check.sh
// type-checks it against the headers and fails when a selector of a header is not called here.
@import SwitchyardObjC;
@import SwitchyardObjCRelocation;

void SWYCallEverySelector(void) {
    SWYRouter *router = SWYRouter.sharedRouter;

    // A universal link forwarded by the app delegate: its source is external.
    if ([router canOpenURL:@"app://product/42" source:SWYRouteSourceExternal]) {
        [router openURL:@"app://product/42"
             parameters:@{@"from": @"push", @"campaign": @[@1, @YES], @"photo": [[SWYOpaqueValue alloc] initWithValue:router]}
                 source:SWYRouteSourceExternal
             completion:^(SWYRouteOutcome *outcome) {
                 if (outcome.failureReason != nil) {
                     NSLog(@"%@ did not open: %@", outcome.url, outcome.failureReason);
                 } else {
                     NSLog(@"page %@, result %@", outcome.page, outcome.result);
                 }
             }];
    }

    // An Objective-C page registered at run time, as TheRouter's addRouterItem does.
    SWYRegistration *coupon = [router registerPageWithClassName:@"TRCouponViewController"
                                                       patterns:@[@"app://coupon/:code"]
                                                        factory:^id(SWYRouteRequest *request) {
                                                            return request.parameters[@"code"];
                                                        }];

    SWYRegistration *logout = [router registerHandlerForPattern:@"app://logout"
                                                        handler:^id(SWYRouteRequest *request) {
                                                            NSLog(@"%@ %@ %@", request.url, request.pattern, request.parameters);
                                                            return request.source == SWYRouteSourceApp ? @YES : @NO;
                                                        }];
    if (logout.failureReason != nil) {
        NSLog(@"%@", logout.failureReason);
    }

    SWYRegistration *login = [router addInterceptorNamed:@"login"
                                                priority:10
                                                  decide:^(SWYRouteRequest *request, void (^decide)(SWYInterceptorDecision *)) {
                                                      if ([request.pattern hasPrefix:@"app://account"]) {
                                                          decide([SWYInterceptorDecision redirectToURL:@"app://login"]);
                                                      } else if (request.source == SWYRouteSourceExternal) {
                                                          decide([SWYInterceptorDecision rejectWithReason:@"not signed in"]);
                                                      } else {
                                                          decide([SWYInterceptorDecision proceed]);
                                                      }
                                                  }];

    [router applyRelocationWithTheRouterRules:@[@{@"routerType": @1, @"orginPath": @"app://old", @"targetPath": @"app://new"}]
                                      version:2
                                   completion:^(NSString *failureReason) {
                                       NSLog(@"%@", failureReason);
                                   }];

    SWYOpaqueValue *box = [[SWYOpaqueValue alloc] initWithValue:@"kept as it is"];
    NSLog(@"%@", box.value);
    [router removeRegistration:login];
    [router removeRegistration:logout];
    [router removeRegistration:coupon];
}
