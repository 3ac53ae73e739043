Gauge(value: entry.steps / 10000) { Text("Steps") }
