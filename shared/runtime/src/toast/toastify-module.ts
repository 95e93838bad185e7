// react-toastify without the stylesheet it would inject as an inline <style> (the site's
// Content-Security-Policy allows no inline styles): the same styles come as a file instead.
import 'react-toastify/ReactToastify.css';

export * from 'react-toastify/unstyled';
