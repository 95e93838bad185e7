// The async boundary where shared modules are negotiated before bootstrap runs. The shell
// provides them all eagerly, so bootstrap can ride in the entry file ("eager"): no extra request.
import(/* webpackMode: "eager" */ './bootstrap');
