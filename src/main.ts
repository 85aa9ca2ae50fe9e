import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import './styles.css'

// The engine's solving code (the algorithms, the human techniques, the WebAssembly
// module) is not in the first load: the Workers hold their own, and the page loads
// the Play store's when first needed (`npm run size` checks the first load).
createApp(App).use(createPinia()).mount('#app')
