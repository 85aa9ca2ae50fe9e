import { readFileSync } from 'node:fs'
import { parsePuzzle } from './src/engine'
import { dlx, dlxLinksAreSound } from './src/engine/algorithms/dlx'
import { clock } from './src/engine/clock'
const fh = readFileSync('/work/shared/puzzles/forum-hardest-1106.txt','utf8').split('\n')
const P = (l: string) => { const r = parsePuzzle(l.slice(0,81)); if (!r.ok) throw new Error(l); return r.puzzle }
const q = P(fh[3]!)
let reads = 0; const orig = clock.now
clock.now = () => { console.log('read', reads+1); return (++reads < 2 ? 0 : 1e15) }
const r = dlx.solve(q, { deadline: 1 }); clock.now = orig
console.log('cut', r.timedOut, dlxLinksAreSound())
