// A worker thread of report.ts: Node starts it without tsx's loader, so it registers
// the loader first, then runs report.ts (which sees it is not the main thread).
import { register } from 'tsx/esm/api'

register()
await import('./report.ts')
