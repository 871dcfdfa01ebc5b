import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { activateInitialLanguage } from './lib/i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The worker's language first (decision 36): its messages were preloaded beside the code.
void activateInitialLanguage().then(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  ),
);
