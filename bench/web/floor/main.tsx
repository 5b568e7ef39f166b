// The floor of the web stack: React and Mantine (its whole stylesheet, as the app loads it) drawing
// one button, in a page the server renders the way it renders the app's (CSP style nonce included).
import '@mantine/core/styles.css';
import { Button, MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';

const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <MantineProvider forceColorScheme="dark" getStyleNonce={() => nonce}>
    <main>
      <Button>Continue</Button>
    </main>
  </MantineProvider>,
);
