export { CertificateCheck } from './components/certificate-check';
