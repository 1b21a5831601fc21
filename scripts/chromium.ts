import { fileURLToPath } from 'node:url'

/**
 * Debian's Chromium headless shell (installed by scripts/ensure-chromium.sh when missing); no test tool downloads its
 * own browser. The shell is the same Blink and Skia build as Debian's chromium without the full browser around it:
 * the same screenshots for about a fifth less CPU (docs/decisions/1781-tests-in-the-headless-shell.md).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'

/** Flags that keep headless Chromium quiet on a closed network and runnable as root. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** The project's fontconfig (only Debian's fonts-dejavu-core, every generic family mapped to it; decision 1240). */
export const fontconfigFile = fileURLToPath(new URL('fonts/fonts.conf', import.meta.url))

/**
 * The browser's environment: this process's, with FONTCONFIG_FILE set to the project's fonts, so every browser test
 * draws text the same on any machine whatever fonts it has installed (`NO_TEST_FONTS=1` shows the machine's own).
 */
export const chromiumEnv: Record<string, string | undefined> = process.env.NO_TEST_FONTS
  ? { ...process.env }
  : { ...process.env, FONTCONFIG_FILE: fontconfigFile }
