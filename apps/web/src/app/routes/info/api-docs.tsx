import { ApiReference } from '../../../features/api-reference/components/api-reference';
import { InfoLayout } from './info-layout';
import '../../../features/api-reference/components/api-reference.css';

/** /api-docs: the interactive reference of the REST API, read from the OpenAPI document the API serves. */
export function ApiDocsRoute() {
  return (
    <InfoLayout id="apiDocs">
      <ApiReference />
    </InfoLayout>
  );
}
