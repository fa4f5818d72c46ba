#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A listening TCP socket on the loopback address only, and the few system calls the preview server
/// makes on connections: the toolchain's own sockets, no outside package.
package struct PreviewSocket: Sendable {
    /// The listening socket's descriptor.
    package let descriptor: Int32
    /// The port it listens on.
    package let port: Int

    /// Why a socket could not be opened, in words for an error line.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The message.
        package var description: String
    }

    /// Listens on 127.0.0.1:`port` (0: a free port the system picks); a port another program holds is
    /// said plainly.
    package static func listen(port: Int) throws(Failure) -> PreviewSocket {
        guard (0...65535).contains(port) else { throw Failure(description: "the port \(port) is not 1 to 65535") }
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket (errno \(errno))") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        if bound != 0 {
            let code = errno
            close(descriptor)
            if code == EADDRINUSE {
                throw Failure(description: "the port \(port) is taken by another program; choose another with --port N")
            }
            throw Failure(description: "cannot listen on 127.0.0.1:\(port) (errno \(code))")
        }
        guard listenOn(descriptor, 64) == 0 else {
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port) (errno \(errno))")
        }
        let socket = PreviewSocket(descriptor: descriptor, port: port)
        return port == 0 ? PreviewSocket(descriptor: descriptor, port: socket.boundAddress.port) : socket
    }

    /// The address the socket is bound to, as the system reports it: always 127.0.0.1.
    package var boundAddress: (host: String, port: Int) {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        let host = [0, 8, 16, 24].map { String((UInt32(bigEndian: address.sin_addr.s_addr) >> (24 - $0)) & 0xFF) }
        return (host.joined(separator: "."), Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A socket this process was handed already listening, as a preview that re-executes itself passes
    /// it on.
    package init(descriptor: Int32, port: Int) {
        self.descriptor = descriptor
        self.port = port
    }

    /// Keeps the socket open across `exec`, so the new process serves on it without a gap.
    package func keepAcrossExec() {
        let flags = fcntl(descriptor, F_GETFD)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags & ~FD_CLOEXEC) }
    }

    /// The next connection, or nil when accepting failed.
    package func accept() -> Int32? {
        #if canImport(Glibc)
            let connection = Glibc.accept(descriptor, nil, nil)
        #else
            let connection = Darwin.accept(descriptor, nil, nil)
        #endif
        guard connection >= 0 else { return nil }
        let flags = fcntl(connection, F_GETFD)
        if flags >= 0 { _ = fcntl(connection, F_SETFD, flags | FD_CLOEXEC) }
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return connection
    }

    /// Writes all of `bytes` to `connection`; false when the other side has gone.
    package static func send(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.send(connection, buffer.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(connection, buffer.baseAddress! + offset, bytes.count - offset, 0)
                #endif
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads what `connection` has sent, up to `limit` bytes; empty when it has closed.
    package static func receive(from connection: Int32, limit: Int = 4096) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress!, limit, 0) }
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? Array(buffer.prefix(count)) : []
        }
    }

    /// Closes a connection.
    package static func close(_ connection: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(connection)
        #else
            _ = Darwin.close(connection)
        #endif
    }
}

#if canImport(Glibc)
    private func listenOn(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Glibc.listen(descriptor, backlog) }
#else
    private func listenOn(_ descriptor: Int32, _ backlog: Int32) -> Int32 { Darwin.listen(descriptor, backlog) }
#endif
