/**
 * A chain's Eureka notation (engine/logic/notation.ts: paths joined by "; ") folded
 * by branch for reading: the paths from one start node (a forcing chain's
 * assumption) under that node, each path on a line of its own. A dynamic forcing
 * chain writes about 30 paths; one wall of text of them reads as noise.
 */

export interface NotationBranch {
  /** The node every path of the branch starts from, e.g. "(5)r8c3". */
  from: string
  /** The branch's paths, whole, in the order written. */
  paths: string[]
}

/** A node: its digits (links inside one cell too, "(6=2)") and its cells ("r5c12", "r10,11c3"). */
const FIRST_NODE = /^\([^)]*\)r[\d,]+c[\d,]+/

/** The notation's paths grouped by their first node, in the order the branches first appear. */
export function notationBranches(notation: string): NotationBranch[] {
  const out: NotationBranch[] = []
  const byStart = new Map<string, NotationBranch>()
  for (const path of notation.split('; ')) {
    if (!path) continue
    const from = FIRST_NODE.exec(path)?.[0] ?? path
    let branch = byStart.get(from)
    if (!branch) {
      branch = { from, paths: [] }
      byStart.set(from, branch)
      out.push(branch)
    }
    branch.paths.push(path)
  }
  return out
}
