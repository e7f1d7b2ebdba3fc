// Objective-C code of the app that its Swift code calls.
#import "LinkForwarder.h"
