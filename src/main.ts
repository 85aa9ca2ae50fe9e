import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { prepareWasm } from './engine'
import './styles.css'

createApp(App).use(createPinia()).mount('#app')

// The page's own solves (checking a puzzle before play) use the WebAssembly engine
// once it is compiled; a page's main thread compiles it asynchronously.
void prepareWasm()
