import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App'
import { applyStreamBackground, streamOptionsFrom } from './app/stream/streamOptions'
import './app/global.css'
import { prefetchSurfaceMaps } from './table/surfaceMaps'
import { preloadTableWords } from './table/preloadWords'

// Before the first paint: a stream page over the streamer's scene never flashes the dark page.
if (new URLSearchParams(window.location.search).get('viewer') === 'spectator') {
  applyStreamBackground(streamOptionsFrom(window.location.search).background, document.documentElement)
}

// The tabletop's maps and the words' fonts load while the menus show: the first table is whole from the start.
prefetchSurfaceMaps()
preloadTableWords()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
