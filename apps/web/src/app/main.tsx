import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import './color-schemes.css';

/**
 * The page's entry: its styles, and the app (start.tsx) loaded after them. Where the server drew the
 * page (a signed-out page, `#root` inert), the browser paints that drawing first and the app's code
 * is fetched and run after that paint; elsewhere there is nothing to paint until the app runs.
 */
const serverDrawn = document.getElementById('root')?.hasAttribute('inert');
const startApp = () => void import('./start');
if (serverDrawn) requestAnimationFrame(() => setTimeout(startApp));
else startApp();
