import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter, prepareRouter } from './hydrated-router.tsx'
import { restorePrerenderedForms } from './routes/landing/form-echo.ts'

/** `dev:mock` starts the MSW worker before the app makes its first request; production builds drop this branch. */
async function prepare() {
  if (import.meta.env.VITE_MOCK_API) {
    const { startMockApi } = await import('./mock-mode.ts')
    await startMockApi()
  }
  await prepareRouter()
}

void prepare().then(() =>
  startTransition(() => {
    restorePrerenderedForms()
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
