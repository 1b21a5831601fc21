/*
 * A JSON answer written as it is produced (the GDPR export, docs/decisions/1324): the next piece is asked for only when
 * the client has taken the last one (a pull stream; @hono/node-server waits for the socket to drain), so a slow
 * download holds one piece, not the whole answer. Compressed here as a stream when the client takes gzip; the
 * compression middleware, which reads a whole body, leaves an answer with a Content-Encoding alone.
 */
export function streamedJson(
  pieces: AsyncGenerator<string>,
  acceptEncoding: string | undefined,
  headers: Record<string, string>,
): Response {
  const encoder = new TextEncoder()
  let body: ReadableStream<Uint8Array> = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const next = await pieces.next()
          if (next.done) {
            controller.close()
            return
          }
          if (next.value) {
            controller.enqueue(encoder.encode(next.value))
            return
          }
        }
      } catch (error) {
        // the status is sent already: the client sees a broken download, never a truncated file taken as whole
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
  const gzip = /\bgzip\b/i.test(acceptEncoding ?? '')
  if (gzip)
    body = body.pipeThrough(
      new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
    )
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
      ...headers,
    },
  })
}
