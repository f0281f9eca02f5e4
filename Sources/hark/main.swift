#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import HarkCLI

exit(HarkCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
