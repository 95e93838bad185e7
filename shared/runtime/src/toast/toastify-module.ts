// react-toastify without the stylesheet it would inject as an inline <style> (the site's
// Content-Security-Policy allows no inline styles): the same styles come as a file instead.
import 'react-toastify/ReactToastify.css';
// The site's own toast styles (the fade, the line breaks) come with them and the first toast, not
// in the shell's stylesheet, which every page the server rendered carries inline.
import './toast.css';

export * from 'react-toastify/unstyled';
