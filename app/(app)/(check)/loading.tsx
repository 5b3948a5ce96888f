export { LoadingDetails as default } from '../_components/loading-details';
