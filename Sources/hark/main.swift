#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HarkCLI

// Writing into a pipe whose reader has gone (`hark narrate … | head -1`)
// ends the process quietly, as it does `cat`, whatever the parent ignored.
signal(SIGPIPE, SIG_DFL)
// The document and transcript are left for the exit to reclaim.
Teardown.skipFreeingAtExit()
// Arguments are bytes: a file name that is not UTF-8 is still opened by its own (PathBytes).
exit(HarkCommand.run(PathBytes.commandLineArguments()).rawValue)
