// Pages wait for (faked) calls and debounces; on a busy 2-core machine the default 1 s of findBy* is not
// always enough, and a slow machine is not a failure.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
