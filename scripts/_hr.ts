import { ratePuzzle } from '../src/engine/logic/rating'
import { geometry } from '../src/engine/geometry'
const ps = process.argv.slice(2)
for (const p of ps) {
  const t=Date.now()
  const r = ratePuzzle(geometry(3), [...p].map(c=>c==='.'?0:+c))
  console.log(JSON.stringify({er:r.er,ep:r.ep,ed:r.ed,bound:r.bound,reached:r.reached,steps:r.steps}), Date.now()-t,'ms')
}
