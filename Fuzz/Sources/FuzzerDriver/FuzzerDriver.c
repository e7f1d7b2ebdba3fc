// Declarations only: see include/FuzzerDriver.h.
#include "FuzzerDriver.h"
