import { createServer } from 'node:net'

/**
 * A TCP port on 127.0.0.1 that the system just handed out and released, for a test that starts a process of its own.
 * A port picked at random can be one the system lent to an outgoing connection (Linux lends 32768–60999), so the
 * process would fail to listen on a busy machine.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error())))
    })
  })
}
