// The async boundary where shared modules are negotiated before bootstrap runs. The shell
// provides them eagerly (all but react-toastify, which comes with the first toast), so bootstrap
// can ride in the entry file ("eager"): no extra request.
import(/* webpackMode: "eager" */ './bootstrap');
