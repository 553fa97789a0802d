import { RemoteContractError, checkAppModule, checkDescriptor } from './contract';

const descriptor = { contractVersion: 1, name: 'mfe_map', routePrefixes: ['/map/'], i18nNamespace: 'map' };

describe('checkDescriptor', () => {
  it('accepts a v1 descriptor of the remote the deployment names', () => {
    expect(checkDescriptor({ default: descriptor }, 'mfe_map')).toEqual(descriptor);
  });

  it('refuses an unsupported contract version before looking at anything else', () => {
    const future = { default: { contractVersion: 2, routePrefixes: 'changed in v2' } };
    let caught: unknown;
    try {
      checkDescriptor(future, 'mfe_map');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RemoteContractError);
    expect(caught).toMatchObject({ kind: 'version', remote: 'mfe_map', contractVersion: 2 });
    expect((caught as Error).message).toBe('mfe_map implements remote contract version 2; this shell supports 1');
  });

  it('refuses a descriptor without a version', () => {
    expect(() => checkDescriptor({ default: { name: 'mfe_map' } }, 'mfe_map')).toThrow(/contract version undefined/);
  });

  it('refuses a descriptor of another remote or with broken fields, listing every problem', () => {
    expect(() => checkDescriptor({ default: { ...descriptor, name: 'mfe_other', i18nNamespace: '' } }, 'mfe_map')).toThrow(
      'mfe_map/descriptor: name is "mfe_other", the deployment calls it "mfe_map"; i18nNamespace must be a non-empty string',
    );
  });

  it('refuses a module without a default export', () => {
    expect(() => checkDescriptor({}, 'mfe_map')).toThrow('mfe_map/descriptor has no default export');
  });
});

describe('checkAppModule', () => {
  it('accepts function components and React wrapper objects', () => {
    expect(() => checkAppModule({ default: () => null }, 'mfe_map')).not.toThrow();
    expect(() => checkAppModule({ default: { $$typeof: Symbol.for('react.memo') } }, 'mfe_map')).not.toThrow();
  });

  it('refuses a module whose default export is not a component', () => {
    expect(() => checkAppModule({ default: 'App' }, 'mfe_map')).toThrow('mfe_map/App has no React component as its default export');
  });
});
