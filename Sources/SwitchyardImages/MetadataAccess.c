// The one call Swift cannot spell: a Swift type's metadata access function, for the walk of type
// metadata that finds pre-6.3 linked-module markers (TypeMetadataMarkers.swift).

#include "SwitchyardImages.h"

// The Swift calling convention, which metadata access functions use (`swiftcall`, as the Swift
// runtime's own headers declare them). A request of 0 asks for complete metadata and blocks until
// it is: the response's first word is the type's metadata.
typedef struct {
    const void *value;
    size_t state;
} switchyard_metadata_response;

typedef switchyard_metadata_response (*switchyard_metadata_accessor)(size_t request) __attribute__((swiftcall));

const void *switchyard_call_metadata_accessor(const void *function) {
    return ((switchyard_metadata_accessor)function)(0).value;
}
