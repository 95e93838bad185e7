import { ToastContainer } from 'react-toastify';
import { toastDefaults } from './toast-defaults';
import './toast.css';

/** The single toast container of the site; the shell renders it once, every app's toasts land here. */
export function ToastHost() {
  return <ToastContainer {...toastDefaults} />;
}
