// The async boundary: shared modules (one React for all apps) are negotiated before bootstrap runs.
import('./bootstrap');
