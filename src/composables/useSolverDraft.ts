import { computed, nextTick, ref, shallowRef } from 'vue'
import { MAX_SOLVER_BYTES, MAX_SOLVER_TEXT, sizeText } from '@/persistence/solvers'
import { useCompareStore } from '@/stores/compare'
import { MAX_NAME, useSolversStore, type Checked } from '@/stores/solvers'

/**
 * The solver being added in "Add your solver" (CompareSolvers.vue): its code and name,
 * each text checked once in a fresh sandbox (the solvers store's `check`; the promise
 * kept, so Add does not run the same code twice), the file or example it came from,
 * and Add, which ticks the solver added in Algorithms. `focusBox` puts the focus back
 * in the code box (after the example, or a refusal).
 */
export function useSolverDraft(focusBox: () => void) {
  const solvers = useSolversStore()
  const compare = useCompareStore()
  const code = ref('')
  const name = ref('')
  /** Why the code was refused (what to fix), or null. */
  const error = ref<string | null>(null)
  /** What the last Add did ("Added “My solver”…"), or null. */
  const done = ref<string | null>(null)
  /** The check under way and the code it checks; a newer one replaces it. */
  const checking = shallowRef<{ code: string; result: Promise<Checked> } | null>(null)
  /** The last finished check, kept so Add does not run the same code twice. */
  let checked: { code: string; result: Checked } | null = null

  /**
   * Check `text` in the sandbox (once per text): the name field takes the module's
   * `name` when it is blank, and a refusal shows at once, before Add.
   */
  function check(text: string): Promise<Checked> {
    if (checked?.code === text) return Promise.resolve(checked.result)
    if (checking.value?.code === text) return checking.value.result
    const result = solvers.check(text).catch((e: unknown): Checked => ({
      ok: false,
      error: `The check could not run: ${(e as Error).message}`,
    }))
    const mine = { code: text, result }
    checking.value = mine
    void result.then((r) => {
      if (checking.value !== mine) return // replaced by a newer text
      checking.value = null
      checked = { code: text, result: r }
      if (code.value !== text) return
      error.value = r.ok ? null : r.error
      if (r.ok && !name.value.trim()) name.value = r.info.name.slice(0, MAX_NAME)
    })
    return result
  }

  /** New code in the box (pasted, opened, the example): check it now, which fills in the name. */
  function codeArrived(text: string): void {
    code.value = text
    error.value = null
    done.value = null
    if (text.trim()) void check(text)
  }

  /** A paste into the box: checked once the box holds it. */
  function onPaste(): void {
    void nextTick(() => codeArrived(code.value))
  }

  async function onFilePicked(e: Event): Promise<void> {
    const input = e.target as HTMLInputElement
    const file = input.files?.[0]
    input.value = '' // the same file may be picked again
    if (!file) return
    done.value = null
    if (file.size > MAX_SOLVER_BYTES) {
      error.value = `${file.name} is ${sizeText(file.size)}; a solver may be at most ${MAX_SOLVER_TEXT}.`
      return
    }
    try {
      codeArrived(await file.text())
    } catch (err) {
      error.value = `${file.name} could not be read: ${(err as Error).message}`
    }
  }

  const exampleLoading = ref(false)
  /** The example of the README (plain backtracking), loaded with the panel's first use of it. */
  async function useExample(): Promise<void> {
    exampleLoading.value = true
    try {
      const { default: text } = await import('../../examples/solvers/backtracking.mjs?raw')
      name.value = ''
      codeArrived(text)
      focusBox()
    } catch (err) {
      error.value = `The example could not be loaded: ${(err as Error).message}`
    } finally {
      exampleLoading.value = false
    }
  }

  const adding = ref(false)
  const busy = computed(() => adding.value || checking.value?.code === code.value)

  async function add(): Promise<void> {
    if (busy.value) return
    const text = code.value
    done.value = null
    adding.value = true
    try {
      const result = await check(text)
      if (code.value !== text) return // the box changed meanwhile: its own check speaks
      if (result.ok && !name.value.trim()) name.value = result.info.name.slice(0, MAX_NAME)
      const added = await solvers.add(text, name.value, result)
      if (!added.ok) {
        error.value = added.error
        focusBox()
        return
      }
      error.value = null
      const { solver } = added
      if (!compare.selected.includes(solver.id)) compare.selected = [...compare.selected, solver.id]
      done.value = `Added “${solver.name}” (code ${solver.hash}); it is ticked in Algorithms.`
      code.value = ''
      name.value = ''
      checked = null
    } finally {
      adding.value = false
    }
  }

  return {
    code,
    name,
    error,
    done,
    busy,
    exampleLoading,
    codeArrived,
    onPaste,
    onFilePicked,
    useExample,
    add,
  }
}
