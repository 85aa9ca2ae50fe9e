import { createPinia } from 'pinia'
import { createApp } from 'vue'
import { isUserAlgorithm } from '@/engine'
import App from './App.vue'
import './styles.css'

// The engine's solving code (the algorithms, the human techniques, the WebAssembly
// module) is not in the first load: the Workers hold their own, and the page loads
// the Play store's when first needed (`npm run size` checks the first load).
const pinia = createPinia()
const app = createApp(App).use(pinia)
// Your solvers (added in Compare) are registered from IndexedDB as the page starts,
// by a store loaded beside the first load, not in it; the pickers list them once
// read. A link naming one (`?a=user-…`) is read by the Solve view as it mounts, so
// then the app waits for them (a few milliseconds).
const solvers = import('./stores/solvers')
  .then(({ useSolversStore }) => useSolversStore(pinia).load())
  .catch(() => undefined) // no store chunk (offline): the built-ins work on
if (isUserAlgorithm(new URLSearchParams(window.location.search).get('a') ?? ''))
  void solvers.then(() => app.mount('#app'))
else app.mount('#app')
