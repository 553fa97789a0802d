// Entry of a remote's standalone development page. The dynamic import is the async boundary Module
// Federation needs: shared singletons (react, shared-ui, …) are negotiated before any of them runs.
import('./bootstrap');
