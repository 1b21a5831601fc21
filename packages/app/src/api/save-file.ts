/** Saves text made in the browser (an export) as a file download. */
export function saveFile(text: string, fileName: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName)
}

/** Saves a downloaded body (an archive) as a file. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.click()
  // the click starts the download synchronously; the URL is not needed afterwards
  URL.revokeObjectURL(url)
}
