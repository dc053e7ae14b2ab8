import 'nprogress/nprogress.css';
import NProgress from 'nprogress';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { toastNotifier } from './components/ui/toaster';
import { setNotifier } from './lib/notify';

NProgress.configure({ showSpinner: false });
setNotifier(toastNotifier);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
