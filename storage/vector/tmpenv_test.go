package vector

import "os"

func init() { shrinkFillM = os.Getenv("FS") == "1" }

func init() { repairOld = os.Getenv("RO") == "1" }
