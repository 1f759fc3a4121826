import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { PortalApp } from './portal/PortalApp';
import { AdminApp } from './admin/AdminApp';
import './styles.css';

// One bundle, two applications: the global admin app lives under /admin, the portal everywhere else.
const isAdmin = window.location.pathname === '/admin' || window.location.pathname.startsWith('/admin/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {isAdmin ? (
      <BrowserRouter basename="/admin">
        <AdminApp />
      </BrowserRouter>
    ) : (
      <BrowserRouter>
        <PortalApp />
      </BrowserRouter>
    )}
  </StrictMode>,
);
