import { answerError, NetworkError, readJson } from './http.ts'

/**
 * A multipart POST with upload progress (fetch reports none). The CSRF header and the error body are those of
 * apiFetch; a failure to reach the server rejects with a NetworkError, as apiFetch does.
 */
export function apiUpload(
  url: string,
  form: FormData,
  onProgress: (share: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.withCredentials = true
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('X-CSRF-Protection', '1')
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    xhr.onerror = () => reject(new NetworkError())
    xhr.onload = () => {
      const body = readJson(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) resolve(body)
      else reject(answerError(xhr.status, body))
    }
    xhr.send(form)
  })
}
