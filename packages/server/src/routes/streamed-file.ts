/*
 * A download written as it is produced (the accountant's month archive, docs/decisions/1311): like streamedJson, the
 * next piece is asked for only when the client has taken the last one, so a slow download holds one piece. A failure
 * after the first byte aborts the stream: the client sees a broken download, never a shorter file it could take as
 * whole. Already compressed (a ZIP), so no Content-Encoding.
 */
export function streamedFile(pieces: AsyncGenerator<Uint8Array>, headers: Record<string, string>): Response {
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        for (;;) {
          const next = await pieces.next()
          if (next.done) {
            controller.close()
            return
          }
          if (next.value.length) {
            controller.enqueue(next.value)
            return
          }
        }
      } catch (error) {
        controller.error(error)
      }
    },
    async cancel() {
      await pieces.return(undefined)
    },
  })
  return new Response(body, { status: 200, headers: { 'Cache-Control': 'no-store', ...headers } })
}
