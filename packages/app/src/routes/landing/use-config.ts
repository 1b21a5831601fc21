import { useEffect, useState } from 'react'
import { browserRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config.ts'

/** The page's runtime configuration after hydration (pre-rendered HTML is built without it). */
export function useRuntimeConfig(): RuntimeConfig | null {
  const [config, setConfig] = useState<RuntimeConfig | null>(null)
  useEffect(() => setConfig(browserRuntimeConfig()), [])
  return config
}
