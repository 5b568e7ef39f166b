import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import './color-schemes.css';

/**
 * The page's entry: its styles, and the app (start.tsx) loaded after them. Where the server drew the
 * page for the app to adopt (a signed-out page, `#root` inert), the browser paints that drawing first
 * and the app's code is fetched and run after that paint; elsewhere (nothing drawn, or the signed-in
 * shell, `#root` data-app-shell, which the browser paints while the code it preloads arrives) the
 * app starts at once.
 */
const root = document.getElementById('root');
const serverDrawn = root?.hasAttribute('inert') && !root.hasAttribute('data-app-shell');
const startApp = () => void import('./start');
if (serverDrawn) requestAnimationFrame(() => setTimeout(startApp));
else startApp();
