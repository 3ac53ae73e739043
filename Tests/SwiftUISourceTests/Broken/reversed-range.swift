Gauge(value: 5, in: 10...0) { Text("Level") }
