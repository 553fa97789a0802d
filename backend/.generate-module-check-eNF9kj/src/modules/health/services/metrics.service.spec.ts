import { MetricsService } from './metrics.service';

describe('MetricsService.observeRequest', () => {
  it('counts requests per method, route pattern and status, and sums their durations', async () => {
    const metrics = new MetricsService();
    metrics.observeRequest('GET', '/api/user/drones/find', 200, 0.003);
    metrics.observeRequest('GET', '/api/user/drones/find', 200, 0.02);
    metrics.observeRequest('GET', '/api/user/drones/find', 400, 0.001);
    const text = await metrics.render();
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/user/drones/find",status_code="200"} 2');
    expect(text).toContain('http_request_duration_seconds_sum{method="GET",route="/api/user/drones/find",status_code="200"} 0.023');
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/user/drones/find",status_code="200"} 1',
    );
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/api/user/drones/find",status_code="400"} 1');
  });
});
