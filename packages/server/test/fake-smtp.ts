import { createServer, type Server } from 'node:net'

/** A minimal SMTP server that accepts every message and keeps its raw data; while `down.on` it refuses senders. */
export function fakeSmtp(): Promise<{
  server: Server
  port: number
  messages: string[]
  down: { on: boolean }
}> {
  const messages: string[] = []
  const down = { on: false }
  const server = createServer((socket) => {
    let inData = false
    let buffer = ''
    socket.write('220 fake ESMTP\r\n')
    // a client that goes away mid-conversation (a server stopped at the end of a test or a benchmark) is not an error
    socket.on('error', () => socket.destroy())
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end < 0) return
          messages.push(buffer.slice(0, end))
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 queued\r\n')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol < 0) return
        const line = buffer.slice(0, eol).toUpperCase()
        buffer = buffer.slice(eol + 2)
        if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n')
        else if (line.startsWith('DATA')) {
          inData = true
          socket.write('354 go on\r\n')
        } else if (line.startsWith('MAIL FROM') && down.on) socket.write('451 4.3.0 try again later\r\n')
        else if (line.startsWith('QUIT')) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages, down })
    }),
  )
}
