// The async boundary Module Federation needs: the shared singletons (react, shared-ui, …) are
// negotiated before any module that uses them runs.
import('./bootstrap');
